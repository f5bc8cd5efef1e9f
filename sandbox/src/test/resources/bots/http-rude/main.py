# An HTTP server that accepts connections but never answers: it closes each request's connection.
import socket
import sys

server = socket.socket()
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", int(sys.argv[2])))
server.listen(8)
while True:
    connection, _ = server.accept()
    request = b""
    while b"\r\n\r\n" not in request:
        chunk = connection.recv(65536)
        if not chunk:
            break
        request += chunk
    if request:
        sys.stderr.write("hanging up on a request\n")
        sys.stderr.flush()
    connection.close()
