/** The public module of service requests: the patron and staff routes, and the admin CLI's commands. */
export { runServiceRequestCommand, SERVICE_REQUEST_USAGE } from './service-request-admin.ts';
export { SERVICE_REQUEST_MESSAGES } from './service-request-statuses.ts';
export { serviceRequestRoutes } from './service-requests.routes.ts';
export { cancelOwnRequest, fileServiceRequest, moveServiceRequest } from './service-requests.ts';
export { serviceRequestStaffRoutes } from './service-requests-staff.routes.ts';
