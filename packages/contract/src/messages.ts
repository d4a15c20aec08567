// Texts of spec section 8 shared by client and server.
export const GENERIC_ERROR = 'Une erreur est survenue';
/** zod's message for an empty required field, in every form. */
export const REQUIRED = 'Ce champ est obligatoire';
export const CONTENT_UNAVAILABLE = 'Contenu non disponible';
export const httpErrorMessage = (status: number) => `HTTP error! status: ${status}`;
export const UNAUTHORIZED = 'Authentification requise';
export const NOT_FOUND = 'Élément introuvable';
export const INVALID_INPUT = 'Données invalides';
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives, veuillez réessayer dans une minute';
// Refusals of a request's body, before any procedure runs (both mounts, and the OpenAPI examples).
export const BODY_TOO_LARGE = 'Le corps de la requête est trop volumineux (1 Mo maximum)';
export const INVALID_JSON_BODY = 'Corps JSON invalide';
export const JSON_ONLY = 'Le corps de la requête doit être du JSON (Content-Type: application/json)';
