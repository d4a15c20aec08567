// Texts of spec section 8 shared by client and server.
export const GENERIC_ERROR = 'Une erreur est survenue';
export const CONTENT_UNAVAILABLE = 'Contenu non disponible';
export const httpErrorMessage = (status: number) => `HTTP error! status: ${status}`;
export const UNAUTHORIZED = 'Authentification requise';
export const NOT_FOUND = 'Élément introuvable';
export const INVALID_INPUT = 'Données invalides';
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives, veuillez réessayer dans une minute';
