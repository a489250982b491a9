# cause: user_cli_target_string_removed
# expect: Cannot parse target string
# capture: combined
import re
import sys

from loguru import logger

_HEX = re.compile(r"0x[0-9a-fA-F]{6,}")


def _sink(message):
    sys.stderr.write(_HEX.sub("0x<ptr>", str(message)))


logger.remove()
logger.add(_sink, level="INFO", colorize=False, backtrace=True, diagnose=True,
           format="{time:HH:mm:ss.SSS} {level: <8} {extra[job]} | {message}")
logger.configure(extra={"job": "target-cfg"})

import tvm


def make_target(cores):
    return tvm.target.Target(f"llvm -num-cores={cores}")


def main():
    tgt = make_target(2)
    print(tgt)


@logger.catch(message="unhandled error in job target-cfg", onerror=lambda _: sys.exit(1))
def entrypoint():
    main()


if __name__ == "__main__":
    entrypoint()
