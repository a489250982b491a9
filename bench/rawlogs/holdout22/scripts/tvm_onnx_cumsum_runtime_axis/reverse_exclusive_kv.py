# cause: tvm_onnx_cumsum_runtime_axis
# expect: CumSum with non-constant axis
# env: TVM_BACKTRACE=1
import logging
import sys
import traceback


class KVFormatter(logging.Formatter):
    """key=value lines, the way our log shipper wants them; tracebacks go in exc=... blocks."""

    def format(self, record):
        line = 'ts={} level={} logger={} thread={} msg="{}"'.format(
            self.formatTime(record, "%Y-%m-%dT%H:%M:%S"), record.levelname.lower(), record.name,
            record.threadName, record.getMessage())
        if record.exc_info:
            tb = "".join(traceback.format_exception(*record.exc_info)).rstrip("\n")
            line += "\nexc=<<<\n" + tb + "\n>>>"
        return line


_h = logging.StreamHandler(sys.stderr)
_h.setFormatter(KVFormatter())
logging.basicConfig(level=logging.INFO, handlers=[_h])
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
    return from_onnx(cumsum_model([16], reverse=1, exclusive=1))


if __name__ == "__main__":
    log.info("dispatch job=rev-cumsum")
    try:
        main()
    except Exception:
        log.error("job=rev-cumsum status=failed", exc_info=True)
        sys.exit(3)
