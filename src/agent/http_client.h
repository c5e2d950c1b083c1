// A thin RAII client over libcurl's easy interface: one POST, its status,
// headers and body, or the transport error. It knows nothing of OpenAI;
// retries and the meaning of a status live in openai_proposer.cpp.
#pragma once

#include <map>
#include <string>
#include <vector>

typedef void CURL;

namespace jaxbench::agent {

// How long one proposer request may take by default (an HTTP exchange, or a
// command proposer's whole run): --request-timeout's default, written once.
inline constexpr double kRequestTimeoutSeconds = 600;

struct HttpRequest {
  std::string url;
  std::vector<std::string> headers;  // "Name: value"
  std::string body;
  double timeout_seconds = kRequestTimeoutSeconds;  // the whole exchange
  size_t max_body_bytes = 0;  // the reply body is cut (and the transfer stopped) past this; 0: no limit
};

struct HttpResponse {
  long status = 0;                             // 0: no HTTP reply (see transport_error)
  std::map<std::string, std::string> headers;  // names lower-cased; the last value of a repeated one
  std::string body;
  bool timed_out = false;       // the timeout passed before the reply was complete
  bool body_cut = false;        // the body passed max_body_bytes: `body` holds its first max_body_bytes
  std::string transport_error;  // libcurl's one-line reason when status is 0
};

class HttpClient {
 public:
  HttpClient();  // throws jaxbench::Error if libcurl cannot start
  ~HttpClient();
  HttpClient(const HttpClient&) = delete;
  HttpClient& operator=(const HttpClient&) = delete;

  // Never throws for the network's doing.
  HttpResponse post(const HttpRequest& request);
  // Opens (then closes) a connection to the URL's host and port, TLS included,
  // sending nothing: "" when it could, else libcurl's one-line reason. The
  // connection stays with this client: probe with a client of its own.
  std::string connect_only(const std::string& url, double timeout_seconds);

 private:
  CURL* handle_ = nullptr;
};

}  // namespace jaxbench::agent
