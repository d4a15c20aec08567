import { z } from 'zod';
import { uploadLimits } from './site';

export const uploadKinds = ['image', 'document'] as const;
export const uploadKindSchema = z.enum(uploadKinds, { error: "Type d'upload invalide" });
export type UploadKind = z.infer<typeof uploadKindSchema>;

/** Allowed formats, by kind, as detected from the file's bytes. */
export const allowedUploadFormats = {
  image: ['jpg', 'png', 'webp', 'svg'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx'],
} as const satisfies Record<UploadKind, readonly string[]>;

export const uploadMaxBytes: Record<UploadKind, number> = {
  image: uploadLimits.imageMaxBytes,
  document: uploadLimits.documentMaxBytes,
};

export const uploadResultSchema = z.object({
  file: z.object({ url: z.string(), name: z.string(), size: z.number() }),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const tooLargeMessage = (maxMb: number) => `Le fichier est trop volumineux. Taille maximum: ${maxMb}MB`;
export const WRONG_TYPE_MESSAGE = 'Type de fichier non autorisé';
export const uploadFailedMessage = (status: number, body: string) => `Erreur lors de l'upload: ${status} - ${body}`;
export const UPLOAD_FAILED = "Erreur d'upload";
