#!/usr/bin/python3
"""A real RTSP source for the camera tests: a GStreamer RTSP server on 127.0.0.1 with Basic authentication.

Run with Debian's /usr/bin/python3 (python3-gi, gir1.2-gst-rtsp-server-1.0, gstreamer1.0-plugins-base/good/ugly):

    /usr/bin/python3 rtsp-server.py --port 8554 --path /stream1 --user admin --password secret [--codec h264|mjpeg]
        [--exit-with-stdin]

Prints READY on stdout once it listens; exits 0 on SIGTERM or SIGINT. One shared pipeline serves every client.
"""

import argparse
import os
import signal
import sys

import gi

gi.require_version("Gst", "1.0")
gi.require_version("GstRtspServer", "1.0")
from gi.repository import GLib, Gst, GstRtspServer  # noqa: E402

# I420 (4:2:0), as cameras send: left to negotiation, jpegenc gets 4:4:4, which RTP/JPEG (RFC 2435) cannot carry
# (rtpjpegpay: "Invalid component", and the client's DESCRIBE waits ~20 s for a 503)
SOURCE = "videotestsrc is-live=true pattern=ball ! video/x-raw,format=I420,width=320,height=240,framerate=10/1"
ENCODERS = {
    # a keyframe every second (10 frames at 10/s): a client starts within a second, HLS cuts one-second segments
    "h264": "x264enc tune=zerolatency speed-preset=ultrafast key-int-max=10 ! rtph264pay name=pay0 pt=96",
    # what a camera that only streams MJPEG sends: the API must transcode it (HLS carries no MJPEG)
    "mjpeg": "jpegenc quality=70 ! rtpjpegpay name=pay0 pt=26",
}
ROLE = "camera-viewer"


def on_stdin(fd, _condition, loop):
    # the parent writes nothing: readable means end of file (or a stray byte, read and ignored)
    try:
        data = os.read(fd, 4096)
    except OSError:
        data = b""
    if data:
        return GLib.SOURCE_CONTINUE
    loop.quit()
    return GLib.SOURCE_REMOVE


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--path", default="/stream1")
    parser.add_argument("--user", required=True)
    parser.add_argument("--password", required=True)
    parser.add_argument("--codec", choices=sorted(ENCODERS), default="h264")
    parser.add_argument(
        "--exit-with-stdin",
        action="store_true",
        help="exit when stdin closes: a parent that dies without stopping the server (a killed test worker) ends it too",
    )
    args = parser.parse_args()

    Gst.init(None)
    server = GstRtspServer.RTSPServer()
    server.set_address("127.0.0.1")
    server.set_service(str(args.port))

    factory = GstRtspServer.RTSPMediaFactory()
    factory.set_launch(f"( {SOURCE} ! {ENCODERS[args.codec]} )")
    factory.set_shared(True)
    # Only the role the credentials carry may see (access) and start (construct) the media: a client without them,
    # or with a wrong password, gets 401 Unauthorized.
    permissions = GstRtspServer.RTSPPermissions()
    permissions.add_permission_for_role(ROLE, GstRtspServer.RTSP_PERM_MEDIA_FACTORY_ACCESS, True)
    permissions.add_permission_for_role(ROLE, GstRtspServer.RTSP_PERM_MEDIA_FACTORY_CONSTRUCT, True)
    factory.set_permissions(permissions)
    server.get_mount_points().add_factory(args.path, factory)

    auth = GstRtspServer.RTSPAuth()
    token = GstRtspServer.RTSPToken()
    token.set_string(GstRtspServer.RTSP_TOKEN_MEDIA_FACTORY_ROLE, ROLE)
    auth.add_basic(GstRtspServer.RTSPAuth.make_basic(args.user, args.password), token)
    server.set_auth(auth)

    loop = GLib.MainLoop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signum, loop.quit)
    if args.exit_with_stdin:
        GLib.io_add_watch(sys.stdin.fileno(), GLib.PRIORITY_DEFAULT, GLib.IO_IN | GLib.IO_HUP, on_stdin, loop)
    # attach() binds the socket: a taken port fails here, before READY
    if server.attach(None) == 0:
        print(f"cannot listen on 127.0.0.1:{args.port}", file=sys.stderr, flush=True)
        return 1
    print("READY", flush=True)
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
