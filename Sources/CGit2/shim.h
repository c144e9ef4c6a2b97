#include <git2.h>

/* git_libgit2_opts is variadic, which Swift cannot call: one small function per option
   Trellis sets. */

/* Turns the check that a repository belongs to the current user on or off. */
static inline int trellis_git_set_owner_validation(int enabled) {
  return git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, enabled);
}

/* Whether that check is on (1) or off (0); negative on error. */
static inline int trellis_git_owner_validation(void) {
  int enabled = 0;
  int error = git_libgit2_opts(GIT_OPT_GET_OWNER_VALIDATION, &enabled);
  return error < 0 ? error : enabled;
}

/* Turns the object cache on or off. */
static inline int trellis_git_enable_caching(int enabled) {
  return git_libgit2_opts(GIT_OPT_ENABLE_CACHING, enabled);
}

/* Sets the most memory the object cache may use, in bytes. */
static inline int trellis_git_set_cache_max_size(long bytes) {
  return git_libgit2_opts(GIT_OPT_SET_CACHE_MAX_SIZE, (ssize_t)bytes);
}

/* Sets where libgit2 looks for the global, XDG and system configuration files
   (level is a git_config_level_t; path may hold several folders separated by ':'). */
static inline int trellis_git_set_search_path(int level, const char *path) {
  return git_libgit2_opts(GIT_OPT_SET_SEARCH_PATH, level, path);
}

/* Turns on or off hashing every object read to check it against its id (libgit2's
   default is on; git itself does not check on read). */
static inline int trellis_git_enable_strict_hash_verification(int enabled) {
  return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, enabled);
}
