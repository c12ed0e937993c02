import fastifyMultipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '@store/shared/constants';
import { IdParamsSchema, ImageUploadResultSchema } from '@store/shared/schemas';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../plugins/auth-guard.ts';
import { errorBodies } from '../../plugins/error-handler.ts';
import { createImageQueue } from './image-queue.ts';
import { getImage, openImageStorage, uploadImage } from './images.service.ts';
import { imageText, invalidImage } from './image-text.ts';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Image ids are never reused, so a copy may be kept for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', 413, message, { image: message });
const fileTooLarge = () => tooLarge(imageText('tooLarge', { mb: LIMITS.imageBytes / 1024 / 1024 }));

/** onRequest: a declared body larger than any allowed upload is refused before a byte of it is read. */
async function refuseOversizedUpload(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > LIMITS.imageBytes + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge();
}

/**
 * The file's bytes, up to the limit. Past it the stream is destroyed, which stops the multipart parser
 * (busboy would read the rest of the body); a broken stream makes the loop throw.
 */
async function readFileWithinLimit(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const tooBig = fileTooLarge();
  file.once('limit', () => file.destroy(tooBig));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw tooBig;
  return Buffer.concat(chunks);
}

/** The bytes of the multipart field `image`; upload problems become 400/413 with a clear message. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidImage(imageText('notMultipart'));
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw invalidImage(imageText('missing'));
    return await readFileWithinLimit(part.file);
  } catch (error) {
    if (error instanceof AppError) {
      // Nothing more of this body will be read; the connection closes after the answer (onSend).
      if (error.statusCode === 413) request.raw.pause();
      throw error;
    }
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      request.raw.pause();
      throw tooLarge(imageText('tooManyParts'));
    }
    throw invalidImage(imageText('badUpload'));
  }
}

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await openImageStorage(app.config.IMAGE_STORAGE, app.db);
  const queue = createImageQueue({
    concurrency: app.config.IMAGE_CONCURRENCY,
    maxWaiting: app.config.IMAGE_QUEUE_WAITING,
  });

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: LIMITS.imageBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 20 },
  });

  app.post(
    '/images',
    {
      // NOTE: guards, the size check and the queue's 503 all run onRequest, before the body is read.
      onRequest: [requirePermission('catalog'), refuseOversizedUpload, queue.admit],
      // A refused oversized upload closes the connection, so the client stops sending the rest.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 413) reply.header('connection', 'close');
        return payload;
      },
      schema: {
        summary: 'Upload a product image (admin): PNG, JPEG or WebP, multipart field `image`, at most 5 MB',
        tags: ['images'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: ImageUploadResultSchema, ...errorBodies(400, 401, 403, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      const bytes = await readImageField(request);
      return reply.status(201).send(await queue.run(() => uploadImage(storage, bytes)));
    },
  );

  app.get(
    '/images/:id',
    {
      schema: {
        summary: 'An uploaded image (WebP), cacheable for a year',
        tags: ['images'],
        description: 'Answers the image bytes with their content type, or 404 JSON for an unknown id.',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await getImage(storage, request.params.id);
      // Shown, never run or saved as anything else: a fixed file name of the id, beside the nosniff header.
      return reply
        .header('cache-control', IMMUTABLE)
        .header('content-disposition', `inline; filename="${request.params.id}.webp"`)
        .type(image.contentType)
        .send(image.data);
    },
  );
};
