// The one bounded line reader (process/line_reader.h), on a pipe and on
// bytes handed to it in pieces, as serve's transport and the line channel use it.
#include "process/line_reader.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <string>
#include <thread>
#include <vector>

namespace jaxbench::process {
namespace {

// Feeds `data` into a pipe from a thread and reads it back line by line.
std::vector<Line> read_lines(const std::string& data, size_t cap) {
  int fds[2];
  EXPECT_EQ(::pipe(fds), 0);
  std::thread writer([&] {
    size_t done = 0;
    while (done < data.size()) done += static_cast<size_t>(::write(fds[1], data.data() + done, data.size() - done));
    ::close(fds[1]);
  });
  LineReader reader(fds[0], cap);
  std::vector<Line> lines;
  while (auto line = reader.next()) lines.push_back(*line);
  writer.join();
  ::close(fds[0]);
  return lines;
}

TEST(LineReader, SplitsLinesAndDiscardsOnePastTheCap) {
  std::string data = "first\r\n" + std::string(300000, 'x') + "\nsecond\nlast";
  std::vector<Line> lines = read_lines(data, 1000);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0].text, "first");
  EXPECT_TRUE(lines[1].too_long);
  EXPECT_TRUE(lines[1].text.empty());
  EXPECT_EQ(lines[2].text, "second");
  EXPECT_EQ(lines[3].text, "last");
}

TEST(LineReader, AnOverlongLastLineWithoutNewlineIsTooLong) {
  std::vector<Line> lines = read_lines("ok\n" + std::string(5000, 'y'), 100);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_FALSE(lines[0].too_long);
  EXPECT_TRUE(lines[1].too_long);
}

TEST(LineSplitter, ReportsAnOverlongLineOnceAsSoonAsItPassesTheCap) {
  LineSplitter lines(10);
  lines.append("short\r\n");
  std::optional<Line> first = lines.next();
  ASSERT_TRUE(first);
  EXPECT_EQ(first->text, "short");  // the '\r' of a CRLF line is dropped
  lines.append(std::string(25, 'x'));
  std::optional<Line> long_one = lines.next();
  ASSERT_TRUE(long_one);
  EXPECT_TRUE(long_one->too_long);  // before its newline has arrived
  lines.append(std::string(25, 'x') + "\nnext\n");
  std::optional<Line> after = lines.next();
  ASSERT_TRUE(after);
  EXPECT_FALSE(after->too_long);
  EXPECT_EQ(after->text, "next");  // the rest of the long line was dropped, not reported again
  EXPECT_FALSE(lines.next());
}

TEST(LineSplitter, TheLastLineWithoutANewlineComesAtTheEndOnce) {
  LineSplitter lines(100);
  lines.append("a\nb");
  EXPECT_EQ(lines.next()->text, "a");
  EXPECT_FALSE(lines.next());
  std::optional<Line> rest = lines.rest();
  ASSERT_TRUE(rest);
  EXPECT_EQ(rest->text, "b");
  EXPECT_FALSE(lines.rest());
}

}  // namespace
}  // namespace jaxbench::process
