/* Stand-in for libcurl.so.4 on a machine with no network: jaxbench links
   libcurl only for its agent's HTTP client; every call here fails cleanly. */
#include <stddef.h>
void *curl_easy_init(void) { return NULL; }
int curl_global_init(long flags) { (void)flags; return 2; /* CURLE_FAILED_INIT */ }
int curl_easy_setopt(void *h, int opt, ...) { (void)h; (void)opt; return 2; }
int curl_easy_perform(void *h) { (void)h; return 2; }
int curl_easy_getinfo(void *h, int info, ...) { (void)h; (void)info; return 2; }
void curl_easy_cleanup(void *h) { (void)h; }
void curl_easy_reset(void *h) { (void)h; }
const char *curl_easy_strerror(int code) { (void)code; return "libcurl stub (h200_check carry): no HTTP on this machine"; }
void *curl_slist_append(void *list, const char *s) { (void)s; return list; }
void curl_slist_free_all(void *list) { (void)list; }
