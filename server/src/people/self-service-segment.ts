/** The literal segment that names the personal area in /api/pessoas/{self-service}/… (spec 001 §7.5). */
export const SELF_SERVICE_SEGMENT = 'meupergamum';
