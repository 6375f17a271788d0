/**
 * Image uploads for /api: POST /api/comments/upload-image (the comment form's photo) and POST /api/uploads/images
 * (any feature that needs an image URL first), both multipart with the file in the field `image`. Every rule
 * lives in domain/images/intake.ts.
 */
import { Router, type RequestHandler } from 'express';
import { badInput } from '../domain/errors.js';
import { IMAGE_TOO_LARGE_MESSAGE, acceptImage } from '../domain/images/intake.js';
import type { Services } from '../domain/services.js';
import { requireViewer } from './request.js';
import { multipartBody, receivedFile, signedInFirst, uploadedFile } from './uploads.js';

const NO_IMAGE_MESSAGE = 'Please choose an image to upload.';

/** The multipart parser, with the image form's own wording when the file is over 5 MB. */
const imageBody = multipartBody([{ name: 'image' }], IMAGE_TOO_LARGE_MESSAGE);

export function imageRoutes(services: Services): Router {
  const router = Router();

  const accept = async (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => {
    const viewer = requireViewer(res);
    const file = uploadedFile(req.files, 'image');
    if (!file) throw badInput(NO_IMAGE_MESSAGE, [{ field: 'image', message: NO_IMAGE_MESSAGE }]);
    return acceptImage(services, {
      data: receivedFile(file),
      declaredType: file.mimetype,
      originalName: file.originalname,
      ownerId: viewer.id,
    });
  };

  router.post('/comments/upload-image', signedInFirst, imageBody, async (req, res) => {
    const { url } = await accept(req, res);
    res.json({ imageUrl: url });
  });

  router.post('/uploads/images', signedInFirst, imageBody, async (req, res) => {
    const { url, width, height } = await accept(req, res);
    res.status(201).json({ imageUrl: url, width, height });
  });

  return router;
}
