# cause: tvm_power_int_dtype_unsupported
# expect: power only applies to float
# env: TVM_BACKTRACE=1
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

import onnx
from onnx import TensorProto, helper

import tvm
from tvm.relax.frontend.onnx import from_onnx


def main():
    node = helper.make_node("Pow", ["X", "Y"], ["Z"])
    graph = helper.make_graph([node], "ipow",
                              [helper.make_tensor_value_info("X", TensorProto.INT32, [4, 8]),
                               helper.make_tensor_value_info("Y", TensorProto.INT32, [4, 8])],
                              [helper.make_tensor_value_info("Z", TensorProto.INT32, [4, 8])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 15)])
    onnx.checker.check_model(model)
    mod = from_onnx(model)
    return tvm.compile(mod, target="llvm")


if __name__ == "__main__":
    with_retries(main)
