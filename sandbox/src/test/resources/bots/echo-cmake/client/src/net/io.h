#pragma once
#include <string>

void write_all(int fd, const std::string &data);
// Answers every line read from in on out, until "end" or the end of the stream.
void lines(int in, int out);
// Answers every POST on 127.0.0.1:port.
void http(int port);
