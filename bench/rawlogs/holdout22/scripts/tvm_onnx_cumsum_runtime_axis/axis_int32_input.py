# cause: tvm_onnx_cumsum_runtime_axis
# expect: non-constant axis
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

import onnx
from onnx import TensorProto, helper

from tvm.relax.frontend.onnx import from_onnx


def cumsum_model(shape, reverse=0, exclusive=0, axis_int32=False):
    inputs = [helper.make_tensor_value_info("X", TensorProto.FLOAT, shape)]
    nodes = []
    if axis_int32:
        # the exporter emitted the axis as a 1-element int32 tensor input
        inputs.append(helper.make_tensor_value_info("axis", TensorProto.INT32, [1]))
    else:
        inputs.append(helper.make_tensor_value_info("axis", TensorProto.INT64, []))
    nodes.append(helper.make_node("CumSum", ["X", "axis"], ["Y"], reverse=reverse, exclusive=exclusive))
    graph = helper.make_graph(nodes, "cumsum", inputs, [helper.make_tensor_value_info("Y", TensorProto.FLOAT, shape)])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)])
    onnx.checker.check_model(model)
    return model


def main():
    return from_onnx(cumsum_model([2, 3, 7], axis_int32=True))


if __name__ == "__main__":
    with_retries(main)
