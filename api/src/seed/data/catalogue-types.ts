import type { RequestFieldType } from '../../db/schema';

/** The shapes of the demo catalogue (catalogue.ts) and its request-form questions. */

export interface ServiceDef {
  name: string;
  description: string;
  /** Variant name -> price (INR). One entry named '' means "no variants". */
  variants: [string, number][];
  /** Name of the option the variants are values of, e.g. 'Home size'. */
  option?: string;
  popularity: number;
  tags: string[];
  durationMinutes: number;
  /** Has a request form with these questions. */
  questions?: QuestionDef[];
}
export interface QuestionDef {
  name: string;
  type: RequestFieldType;
  options?: string[];
  mandatory: boolean;
}
export interface CategoryDef {
  name: string;
  children: { name: string; services: ServiceDef[] }[];
}
