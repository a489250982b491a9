# cause: tvm_conv2d_out_layout_not_legalized
# expect: out_layout="NCHW"
# capture: combined
import logging
import sys
import time

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(name)s - %(message)s")
log = logging.getLogger("mlplat.retry")


def with_retries(fn, attempts=3, backoff=0.1):
    for attempt in range(1, attempts + 1):
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001
            first = (str(exc).strip().splitlines() or [""])[0]
            log.warning("attempt %d/%d of %s failed: %s: %s", attempt, attempts, fn.__name__,
                        type(exc).__name__, first)
            if attempt == attempts:
                log.error("giving up on %s after %d attempts", fn.__name__, attempts)
                raise
            time.sleep(backoff * attempt)

import tvm
from tvm import relax


def conv_block(bb, x, cin, cout):
    w = relax.const(__import__("numpy").random.rand(3, 3, cin, cout).astype("float32"))
    return bb.emit(relax.op.nn.conv2d(x, w, padding=1, data_layout="NHWC", kernel_layout="HWIO",
                                      out_layout="NCHW"))


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 56, 56, 16), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = conv_block(bb, x, 16, 16)
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return tvm.compile(bb.get(), target="llvm")


if __name__ == "__main__":
    with_retries(main)
