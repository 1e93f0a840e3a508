/** Every role the platform knows (spec: practice-and-support §6, back-office §6). */
export const ROLES = [
  'user',
  'TestingPerson',
  'PlatformSuperAdmin',
  'SuperLogin',
  'QA_SuperAdmin',
  'QA_ReportIpmat',
  'QA_ReportCuet',
  'QA_ReportCat',
  'QA_AdminIpmat',
  'QA_AdminCuet',
  'QA_AdminCat',
  'QA_User',
  'QA_Applicant',
  'QA_Club',
  'QA_AISolution',
  'QA_VideoManager',
  'QA_ExUser',
  'QA_WordOfTheDay',
  'QA_FuzzySearch',
  'WatchVideoAccess',
  'UploadDailyRC',
  'UploadPhrasalVerbs',
  'UploadApplicationTracker',
  'AddVideoToMock',
  'AllIndiaMock',
  'TicketsHandler',
  'ForumAdmin',
  'Auditor',
] as const;
export type Role = (typeof ROLES)[number];

/** Access plans (payment statuses). */
export const PAYMENT_STATUSES = [
  'dailyrc2025',
  'allaccess2025',
  'allaccess2026',
  'allaccess2027',
  'trialallaccess',
  'vidless2026',
  'vidless2027',
  'iimk-institute',
] as const;

/** What a permission needs. PlatformSuperAdmin holds every staff permission except none. */
export const PERMISSIONS = {
  'flags.toggle': ['PlatformSuperAdmin'],
  'users.manage': ['PlatformSuperAdmin'],
  'tickets.admin': ['TicketsHandler', 'PlatformSuperAdmin'],
  'questions.author': ['QA_User', 'QA_Applicant', 'QA_Club', 'QA_AISolution', 'QA_SuperAdmin', 'PlatformSuperAdmin'],
  'questions.admin': ['QA_SuperAdmin', 'QA_AdminIpmat', 'QA_AdminCuet', 'QA_AdminCat', 'PlatformSuperAdmin'],
  'questions.resolve': ['QA_ReportIpmat', 'QA_ReportCuet', 'QA_ReportCat', 'QA_SuperAdmin', 'PlatformSuperAdmin'],
  'questions.history': ['Auditor', 'QA_SuperAdmin', 'QA_ReportIpmat', 'QA_ReportCuet', 'QA_ReportCat', 'PlatformSuperAdmin'],
  'audit.read': ['Auditor', 'PlatformSuperAdmin'],
  'forums.admin': ['ForumAdmin', 'PlatformSuperAdmin'],
  'practice.distribution': ['TestingPerson', 'PlatformSuperAdmin'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(roles: readonly string[] | undefined, permission: Permission): boolean {
  if (!roles) return false;
  const allowed = PERMISSIONS[permission] as readonly string[];
  return roles.some((r) => allowed.includes(r));
}

export const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);
