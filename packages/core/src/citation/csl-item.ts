/** A CSL-JSON item (Citation Style Language 1.0.2 data schema), the fields Estante fills. */
export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
}

export interface CslDate {
  'date-parts'?: [number, number?, number?][];
  literal?: string;
}

export type CslType =
  | 'book'
  | 'thesis'
  | 'periodical'
  | 'article'
  | 'map'
  | 'motion_picture'
  | 'musical_score'
  | 'song'
  | 'manuscript'
  | 'graphic'
  | 'software'
  | 'webpage'
  | 'document';

export interface CslItem {
  id: string;
  type: CslType;
  title: string;
  /** The 245 $a alone; `title` adds the subtitle after ": ". */
  'title-short'?: string;
  author?: CslName[];
  editor?: CslName[];
  translator?: CslName[];
  composer?: CslName[];
  director?: CslName[];
  illustrator?: CslName[];
  issued?: CslDate;
  accessed?: CslDate;
  edition?: string;
  publisher?: string;
  'publisher-place'?: string;
  'number-of-pages'?: string;
  'collection-title'?: string;
  'collection-number'?: string;
  genre?: string;
  ISBN?: string;
  ISSN?: string;
  URL?: string;
  abstract?: string;
  keyword?: string;
  language?: string;
  note?: string;
  'call-number'?: string;
}
