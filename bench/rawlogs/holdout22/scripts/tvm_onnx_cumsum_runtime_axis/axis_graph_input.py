# cause: tvm_onnx_cumsum_runtime_axis
# expect: CumSum with non-constant axis input is not supported yet
import logging
import sys

logging.basicConfig(
    level=logging.INFO,
    stream=sys.stderr,
    format="%(asctime)s %(levelname)-7s [%(threadName)s] %(name)s: %(message)s",
)
log = logging.getLogger("mlplat.onnx")

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
    return from_onnx(cumsum_model([4, 10]))


if __name__ == "__main__":
    log.info("job cumsum-axis starting")
    try:
        main()
    except Exception:
        log.exception("job cumsum-axis failed")
        sys.exit(2)
    log.info("job cumsum-axis done")
