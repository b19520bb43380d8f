/**
 * The pattern-drawing thread's task (patternImages.ts): a design's pixels, drawn off the request
 * thread. Started by piscina; never imported by application code other than patternImages.ts.
 */
import { Piscina } from "piscina";
import { type DrawParams, drawPattern } from "./patternDraw.js";

export interface DrawTask {
  generator: string;
  params: DrawParams;
  size: number;
  opaque: boolean;
}

/** RGBA pixels, size x size, handed to the calling thread without a copy. */
export default function draw({ generator, params, size, opaque }: DrawTask): ReturnType<typeof Piscina.move> {
  const pixels = drawPattern(generator, params, size, opaque);
  return Piscina.move(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength));
}
