import { useCallback, useState } from "react";
import type { z } from "zod";

/** Runs a contract schema over form values and returns the first message per field (for Mantine forms). */
export function schemaErrors<S extends z.ZodTypeAny>(schema: S, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Field errors from a server `invalid` reply, keyed by field (the first message of each field). */
function serverFieldErrors(data: unknown): Record<string, string> {
  const errors = (data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
  const byField: Record<string, string> = {};
  for (const e of errors) if (!(e.field in byField)) byField[e.field] = e.message;
  return byField;
}

/**
 * The fields a form shows, by the key its schema and the server use, with the label the person
 * sees ('Address1' → 'Address'). Only these fields get a message under them.
 */
export type FieldLabels = Readonly<Record<string, string>>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A message about `field` in the words of the form: the field's key at the start ('CardNo is
 * required.', 'Address2: must not contain ...') becomes its label ('Card Number is required.'), and a
 * bare predicate ('must not contain ...') gets the label in front. Other messages (the spec's own
 * sentences, such as 'Email address is not correct.') are kept as they are.
 */
export function labelledMessage(message: string, field: string, labels: FieldLabels): string {
  const label = labels[field];
  if (!label) return message;
  const named = new RegExp(`^${escapeRegExp(field)}(?::\\s*|\\s+)(?=\\S)`).exec(message);
  if (named) return `${label} ${message.slice(named[0].length)}`;
  if (/^[a-z]/.test(message)) return `${label} ${message}`;
  return message;
}

export interface SortedErrors {
  /** Messages to show under the fields, in the fields' words. */
  fields: Record<string, string>;
  /**
   * Fields marked invalid without a message of their own: their message is the one already said under
   * an earlier field (sign-in's 'User and Password are required.' for both fields).
   */
  alsoInvalid: string[];
  /** Everything not said under a field, one message a line, each once; empty when none. */
  general: string;
}

/**
 * Splits a form's errors: a field the form shows gets its message under it; the rest (fields the form
 * has no input for, or `message` when no field error came with it) go to the form's one alert.
 * So each message appears once, next to its field where there is one: a message shared by several
 * fields is said under the first of them and the others are only marked.
 */
export function sortErrors(errors: Record<string, string>, labels: FieldLabels, message = ""): SortedErrors {
  const fields: Record<string, string> = {};
  const alsoInvalid: string[] = [];
  const said = new Set<string>();
  const general: string[] = [];
  for (const [field, text] of Object.entries(errors)) {
    if (!(field in labels)) {
      general.push(text);
      continue;
    }
    const labelled = labelledMessage(text, field, labels);
    if (said.has(labelled)) alsoInvalid.push(field);
    else fields[field] = labelled;
    said.add(labelled);
  }
  if (Object.keys(errors).length === 0 && message) general.push(message);
  return { fields, alsoInvalid, general: [...new Set(general)].join("\n") };
}

/** A server reply as the forms read it. */
export interface FormReply {
  Status: string;
  Message?: string;
  Data?: unknown;
}

/** The errors of a failed reply: its field errors, or its Message (or `fallback`) as the general one. */
export function replyErrors(reply: FormReply, labels: FieldLabels, fallback: string): SortedErrors {
  const errors = serverFieldErrors(reply.Data);
  return sortErrors(errors, labels, reply.Message || fallback);
}

/** What useFormErrors needs of a Mantine form (`useForm`). */
export interface ErrorTarget {
  clearErrors(): void;
  setErrors(errors: Record<string, string>): void;
  /** Marks a field invalid without a message of its own (`SortedErrors.alsoInvalid`). */
  setFieldError?(path: string, error: true): void;
  getInputNode(path: string): HTMLElement | null;
}

/**
 * The one way a form shows its errors (docs/decisions/0027-form-errors.md): each message once, under
 * its field (Mantine links it to the input with aria-describedby and marks the input invalid), and
 * only what belongs to no field in the form's alert (`<FormAlert>`, role alert). After a failed
 * submit the first field with a message takes the focus, so a screen reader reads its label and
 * message once.
 */
export function useFormErrors(form: ErrorTarget, labels: FieldLabels) {
  const [general, setGeneral] = useState("");

  const show = useCallback(
    ({ fields, alsoInvalid, general: other }: SortedErrors) => {
      form.clearErrors();
      form.setErrors(fields);
      for (const key of alsoInvalid) form.setFieldError?.(key, true);
      setGeneral(other);
      const first = Object.keys(labels).find((key) => key in fields);
      if (first) form.getInputNode(first)?.focus();
    },
    [form, labels],
  );

  return {
    /** The form's alert text: what belongs to no field. */
    general,
    /** Clears every message (before a new submit). */
    clear: useCallback(() => {
      form.clearErrors();
      setGeneral("");
    }, [form]),
    /** Shows a message that belongs to no field (a network failure, a refused delete). */
    showGeneral: setGeneral,
    /**
     * Checks `values` with the contract's schema, plus any errors of the form's own (`more`, after the
     * schema's); on errors shows them and answers false.
     */
    check: useCallback(
      <S extends z.ZodTypeAny>(schema: S, values: unknown, more: Record<string, string> = {}): boolean => {
        const errors = { ...schemaErrors(schema, values) };
        for (const [field, text] of Object.entries(more)) if (!(field in errors)) errors[field] = text;
        if (Object.keys(errors).length === 0) return true;
        show(sortErrors(errors, labels));
        return false;
      },
      [show, labels],
    ),
    /** Shows a failed reply's errors (fallback: when it carries no message). */
    showReply: useCallback(
      (reply: FormReply, fallback: string) => show(replyErrors(reply, labels, fallback)),
      [show, labels],
    ),
  };
}
