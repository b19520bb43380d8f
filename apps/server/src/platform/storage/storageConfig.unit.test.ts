import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";

describe("upload and storage configuration", () => {
  it("defaults to local storage, a 2 GiB upload limit, 60-minute upload tokens and a 20-upload, 5 GiB quota", () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ kind: "local" });
    expect(config.uploads).toEqual({
      maxBytes: 2 * 1024 ** 3,
      tokenMinutes: 60,
      maxOpen: 20,
      maxOpenBytes: 5 * 1024 ** 3,
    });
  });

  it("reads the S3 settings and names each missing one", () => {
    const config = loadConfig({
      STORAGE: "s3",
      S3_ENDPOINT: "http://minio:9000",
      S3_BUCKET: "portal-art",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      endpoint: "http://minio:9000",
      bucket: "portal-art",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
    });
    expect(() => loadConfig({ STORAGE: "s3", S3_BUCKET: "portal-art" })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: "s3", S3_BUCKET: "portal-art" })).toThrow(
      "Invalid configuration:\n  S3_ENDPOINT: required when STORAGE=s3.\n  S3_ACCESS_KEY_ID: required when STORAGE=s3.\n  S3_SECRET_ACCESS_KEY: required when STORAGE=s3.",
    );
  });

  it("refuses bad values with a message naming the variable", () => {
    expect(() => loadConfig({ STORAGE: "ftp" })).toThrow("STORAGE: STORAGE must be local or s3.");
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "lots" })).toThrow("UPLOAD_MAX_BYTES must be a number of bytes.");
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: "100" })).toThrow("UPLOAD_MAX_BYTES must be at least 1048576 (1 MiB).");
    expect(() => loadConfig({ UPLOAD_TOKEN_MINUTES: "0" })).toThrow("UPLOAD_TOKEN_MINUTES must be between 1 and 1440.");
    expect(() => loadConfig({ STORAGE: "s3", S3_ENDPOINT: "minio:9000" })).toThrow(
      "S3_ENDPOINT must be a full http(s) URL",
    );
    expect(() => loadConfig({ STORAGE: "s3", S3_BUCKET: "Bad_Bucket" })).toThrow("S3_BUCKET must be a bucket name");
  });
});
