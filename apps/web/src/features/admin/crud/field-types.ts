import type { UploadKind } from '@app/contract';
import type { ReactNode } from 'react';

export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'textarea'
  | 'number'
  | 'select'
  | 'checkbox'
  | 'lines'
  | 'json'
  | 'date'
  | 'time'
  | 'upload'
  | 'richtext'
  | 'custom';

/** One form field of an admin modal; screens list theirs and the modal renders them. */
export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** Identifier fields are fixed once created (spec section 4). */
  disabledOnEdit?: boolean;
  readOnly?: boolean;
  /** A read-only field's shown value, computed by the screen (e.g. a detected file type). */
  value?: string;
  step?: string;
  min?: number;
  upload?: { kind: UploadKind; accept: string; maxMb: number; label?: string };
  hint?: string;
  wide?: boolean;
  /** A 'custom' field draws its own control (a list editor): the value, its setter and the field's error. */
  render?: (value: unknown, onChange: (value: unknown) => void, error: string | undefined) => ReactNode;
}

export type FormValues = Record<string, unknown>;
