/** Business constants of authoring-and-forums.md §9 and back-office §9.1, spelled once. */
export const FORUM_LIMITS = {
  title: 200,
  description: 5000,
  comment: 2000,
  tags: 10,
  links: 5,
  images: 5,
  imageBytes: 5242880,
  searchMinChars: 2,
  searchDebounceMs: 300,
  shareCopiedMs: 2000,
  activityItems: 20,
  weeklyDays: 7,
  monthlyDays: 30,
  leaderboardTop: 10,
  updatesShown: 5,
  suggestionsPerType: 5,
} as const;

export const POST_TYPES = ['discussion', 'academic'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const ALLOWED_POST_TYPES = ['discussion', 'academic', 'both'] as const;
export type AllowedPostTypes = (typeof ALLOWED_POST_TYPES)[number];

export const allowsType = (allowed: AllowedPostTypes, type: PostType) => allowed === 'both' || allowed === type;

/** The image types a browser can show inline; checked against the bytes, not the file name. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Sentences users see. Where the spec gives one it is used verbatim (§8); the others are ours. */
export const forumMessages = {
  titleRequired: 'Title is required',
  titleMax: 'Title must be at most 200 characters',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be at most 5000 characters',
  tagsMax: 'Up to 10 unique tags',
  linksMax: 'Up to 5 unique links',
  linkInvalid: 'Each link must be a valid URL',
  imagesMax: 'Up to 5 images',
  imageTooLarge: 'Each image must be at most 5 MB',
  imageType: 'Each image must be an image file (PNG, JPEG, GIF or WebP)',
  academicOnly: 'Exam and topic apply only to academic posts',
  typeNotAllowed: 'This community does not allow this post type',
  commentBlank: 'Comment cannot be empty',
  commentMax: 'Comment must be at most 2000 characters',
  loginToVote: 'Please log in to vote',
  loginToComment: 'Please log in to comment',
  loginToPost: 'Please log in to post',
  membershipRequired: 'Join this community to post or comment',
  ownPostVote: 'You cannot vote on your own post',
  ownCommentVote: 'You cannot vote on your own comment',
  archived: 'This post is archived: comments and replies are closed',
  postDeleted: '[Post deleted]',
  postNotFound: 'Post',
  commentNotFound: 'Comment',
  communityNotFound: 'Community',
  communityInactive: 'This community is not active',
  notMember: 'You are not a member of this community',
  moderatorsCannotLeave: 'Moderators cannot leave the community',
  noChanges: 'No changes to save',
  notAcademic: 'Only academic posts can have an accepted answer',
  answerNotOnPost: 'This comment does not belong to this post',
  onlyAuthorOrModerator: 'Only the author or a moderator can do this',
  onlyModerator: 'Only a moderator or admin can do this',
  onlyAdmin: 'Only a forum admin can do this',
  farmlandFieldsRequired: 'Title and description are required',
  farmhouseFieldsRequired: 'Title and description are required',
  alreadyExists: 'This already exists',
  sameFarmhouse: 'The post is already in this community',
} as const;
