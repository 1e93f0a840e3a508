export const routes: import('react-router-dom').RouteObject[] = [];
