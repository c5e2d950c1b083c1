// A TCP listener on 127.0.0.1 that a sandboxed child tries to reach, to show
// its network is cut off (shared by the sandbox and the exporter's tests).
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

namespace jaxbench::testing_support {

// Listens on an ephemeral loopback port; returns the socket (and the port in
// *port), or -1 when the host has no loopback.
inline int listen_on_loopback(int* port) {
  int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&addr), len) != 0 || ::listen(fd, 8) != 0 ||
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
    return -1;
  }
  *port = ntohs(addr.sin_port);
  return fd;
}

}  // namespace jaxbench::testing_support
