"""Serves the fake partner over HTTP in a thread (tests, bench) or on its own:
`python -m apps.sync.fake.server --port 8099`."""

import argparse
import threading
from socketserver import ThreadingMixIn
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from apps.sync.fake.app import FakeWonde
from apps.sync.fake.seed import demo_store


class _Server(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the standard library's signature
        pass


class FakeWondeServer:
    """start() binds 127.0.0.1 on a free port (or the given one); base_url is its /v1.0."""

    def __init__(self, store=None, port: int = 0):
        self.app = FakeWonde(store or demo_store())
        self.httpd = make_server("127.0.0.1", port, self.app, server_class=_Server, handler_class=_QuietHandler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def store(self):
        return self.app.store

    @property
    def port(self) -> int:
        return self.httpd.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1.0"

    def start(self):
        self.thread.start()
        return self

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8099)
    port = parser.parse_args().port
    server = FakeWondeServer(port=port)
    print(f"Fake Wonde on http://127.0.0.1:{port}/v1.0 (tokens fake-pe-token, fake-bursts-token)")  # noqa: T201
    server.httpd.serve_forever()


if __name__ == "__main__":
    main()
