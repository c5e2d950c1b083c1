// A thin RAII client over libcurl's easy interface: one POST, its status,
// headers and body, or the transport error. It knows nothing of OpenAI;
// retries and the meaning of a status live in openai_proposer.cpp.
#pragma once

#include <map>
#include <string>
#include <vector>

typedef void CURL;

namespace jaxbench::agent {

struct HttpRequest {
  std::string url;
  std::vector<std::string> headers;  // "Name: value"
  std::string body;
  double timeout_seconds = 600;  // the whole exchange
};

struct HttpResponse {
  long status = 0;                             // 0: no HTTP reply (see transport_error)
  std::map<std::string, std::string> headers;  // names lower-cased; the last value of a repeated one
  std::string body;
  bool timed_out = false;       // the timeout passed before the reply was complete
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

 private:
  CURL* handle_ = nullptr;
};

}  // namespace jaxbench::agent
