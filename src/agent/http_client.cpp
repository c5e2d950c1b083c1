#include "agent/http_client.h"

#include <curl/curl.h>

#include <cctype>
#include <memory>
#include <mutex>

#include "core/error.h"

namespace jaxbench::agent {
namespace {

void global_init_once() {
  // curl_global_init is not thread-safe; every client passes through here.
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

struct BodySink {
  std::string* body;
  size_t limit;  // 0: none
  bool cut = false;
};

size_t append_body(char* data, size_t size, size_t count, void* user) {
  auto* sink = static_cast<BodySink*>(user);
  size_t bytes = size * count;
  if (sink->limit != 0 && sink->body->size() + bytes > sink->limit) {
    // Keep what fits, then stop the transfer: a runaway reply is not buffered whole.
    sink->body->append(data, sink->limit - sink->body->size());
    sink->cut = true;
    return 0;  // libcurl ends the transfer with CURLE_WRITE_ERROR
  }
  sink->body->append(data, bytes);
  return bytes;
}

long timeout_ms(double seconds) {
  long ms = static_cast<long>(seconds * 1000);
  return ms > 0 ? ms : 1L;
}

size_t record_header(char* data, size_t size, size_t count, void* user) {
  auto* headers = static_cast<std::map<std::string, std::string>*>(user);
  std::string line(data, size * count);
  size_t colon = line.find(':');
  if (colon == std::string::npos) {
    // A new status line (after a redirect or "100 Continue"): the headers start over.
    if (line.rfind("HTTP/", 0) == 0) headers->clear();
    return size * count;
  }
  std::string name = line.substr(0, colon), value = line.substr(colon + 1);
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  size_t b = value.find_first_not_of(" \t"), e = value.find_last_not_of(" \t\r\n");
  (*headers)[name] = b == std::string::npos ? "" : value.substr(b, e - b + 1);
  return size * count;
}

struct HeaderList {
  curl_slist* list = nullptr;
  ~HeaderList() { curl_slist_free_all(list); }
};

}  // namespace

HttpClient::HttpClient() {
  global_init_once();
  handle_ = curl_easy_init();
  if (handle_ == nullptr) throw Error("libcurl could not create a handle (out of memory?)");
}

HttpClient::~HttpClient() { curl_easy_cleanup(handle_); }

HttpResponse HttpClient::post(const HttpRequest& request) {
  HttpResponse response;
  curl_easy_reset(handle_);
  HeaderList headers;
  for (const auto& h : request.headers) headers.list = curl_slist_append(headers.list, h.c_str());
  // Say no to "Expect: 100-continue": some servers never answer it and a
  // large prompt would wait a second for nothing.
  headers.list = curl_slist_append(headers.list, "Expect:");
  char error[CURL_ERROR_SIZE] = {0};
  BodySink sink{&response.body, request.max_body_bytes};
  curl_easy_setopt(handle_, CURLOPT_URL, request.url.c_str());
  curl_easy_setopt(handle_, CURLOPT_POST, 1L);
  curl_easy_setopt(handle_, CURLOPT_POSTFIELDS, request.body.data());
  curl_easy_setopt(handle_, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(request.body.size()));
  curl_easy_setopt(handle_, CURLOPT_HTTPHEADER, headers.list);
  curl_easy_setopt(handle_, CURLOPT_TIMEOUT_MS, timeout_ms(request.timeout_seconds));
  curl_easy_setopt(handle_, CURLOPT_NOSIGNAL, 1L);  // the loop has threads; no SIGALRM for timeouts
  curl_easy_setopt(handle_, CURLOPT_ERRORBUFFER, error);
  curl_easy_setopt(handle_, CURLOPT_WRITEFUNCTION, append_body);
  curl_easy_setopt(handle_, CURLOPT_WRITEDATA, &sink);
  curl_easy_setopt(handle_, CURLOPT_HEADERFUNCTION, record_header);
  curl_easy_setopt(handle_, CURLOPT_HEADERDATA, &response.headers);

  CURLcode code = curl_easy_perform(handle_);
  if (code == CURLE_WRITE_ERROR && sink.cut) {
    response.body_cut = true;
    curl_easy_getinfo(handle_, CURLINFO_RESPONSE_CODE, &response.status);
    return response;
  }
  if (code != CURLE_OK) {
    response.status = 0;
    response.timed_out = code == CURLE_OPERATION_TIMEDOUT;
    response.transport_error = error[0] != '\0' ? error : curl_easy_strerror(code);
    return response;
  }
  curl_easy_getinfo(handle_, CURLINFO_RESPONSE_CODE, &response.status);
  return response;
}

std::string HttpClient::connect_only(const std::string& url, double timeout_seconds) {
  curl_easy_reset(handle_);
  char error[CURL_ERROR_SIZE] = {0};
  curl_easy_setopt(handle_, CURLOPT_URL, url.c_str());
  curl_easy_setopt(handle_, CURLOPT_CONNECT_ONLY, 1L);
  curl_easy_setopt(handle_, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms(timeout_seconds));
  curl_easy_setopt(handle_, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(handle_, CURLOPT_ERRORBUFFER, error);
  CURLcode code = curl_easy_perform(handle_);
  if (code == CURLE_OK) return "";
  return error[0] != '\0' ? error : curl_easy_strerror(code);
}

}  // namespace jaxbench::agent
