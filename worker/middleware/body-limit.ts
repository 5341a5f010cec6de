import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { AppError } from "../app-error";
import type { AppEnv } from "../env";

/** Multipart uploads get the upload limit; every other body the (much smaller) JSON limit. */
export const limitBodySize = createMiddleware<AppEnv>(async (c, next) => {
  const isMultipart = (c.req.header("content-type") ?? "").startsWith("multipart/form-data");
  const maxSize = isMultipart ? c.var.settings.MAX_UPLOAD_BYTES : c.var.settings.MAX_JSON_BODY_BYTES;
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE");
    },
  })(c, next);
});
