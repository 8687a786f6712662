import type { QuestionDef } from './catalogue-types';

/** The request-form questions the demo catalogue's services ask, one set per kind of service. */

export const homeQuestions: QuestionDef[] = [
  { name: 'Number of rooms', type: 'NUMBER', mandatory: true },
  {
    name: 'Is the home furnished?',
    type: 'RADIO',
    options: ['Furnished', 'Semi-furnished', 'Unfurnished'],
    mandatory: true,
  },
  { name: 'Special instructions', type: 'MULTI_LINE', mandatory: false },
];
export const acQuestions: QuestionDef[] = [
  {
    name: 'AC brand',
    type: 'SINGLE_ITEM',
    options: ['Daikin', 'Voltas', 'LG', 'Samsung', 'Blue Star', 'Other'],
    mandatory: true,
  },
  {
    name: 'Issues noticed',
    type: 'MULTI_ITEM',
    options: ['Not cooling', 'Water leakage', 'Noise', 'Bad smell'],
    mandatory: false,
  },
  { name: 'Photo of the unit', type: 'IMAGE', mandatory: false },
];
export const salonQuestions: QuestionDef[] = [
  {
    name: 'Preferred professional',
    type: 'RADIO',
    options: ['No preference', 'Female', 'Male'],
    mandatory: true,
  },
  { name: 'Allergies', type: 'SINGLE_LINE', mandatory: false },
];
export const pestQuestions: QuestionDef[] = [
  {
    name: 'Pests seen',
    type: 'MULTI_ITEM',
    options: ['Cockroaches', 'Ants', 'Termites', 'Bed bugs', 'Mosquitoes'],
    mandatory: true,
  },
  { name: 'Preferred date of inspection', type: 'DATE', mandatory: false },
];
