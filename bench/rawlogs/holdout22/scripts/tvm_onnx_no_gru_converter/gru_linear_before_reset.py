# cause: tvm_onnx_no_gru_converter
# expect: OpNotImplemented
# capture: combined
import concurrent.futures
import logging
import sys

logging.basicConfig(level=logging.INFO,
                    format="%(asctime)s %(levelname)s %(processName)s/%(threadName)s %(name)s | %(message)s")
log = logging.getLogger("mlplat.worker")


class CompileJobError(RuntimeError):
    """Raised by the worker pool when a model job fails."""

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from tvm.relax.frontend.onnx import from_onnx


def gru_model(seq, batch, inp, hidden, linear_before_reset=0):
    W = numpy_helper.from_array(np.random.rand(1, 3 * hidden, inp).astype("float32"), "W")
    R = numpy_helper.from_array(np.random.rand(1, 3 * hidden, hidden).astype("float32"), "R")
    B = numpy_helper.from_array(np.zeros((1, 6 * hidden), "float32"), "B")
    node = helper.make_node("GRU", ["X", "W", "R", "B"], ["Y", "Y_h"], hidden_size=hidden,
                            linear_before_reset=linear_before_reset)
    graph = helper.make_graph([node], "gru_graph",
                              [helper.make_tensor_value_info("X", TensorProto.FLOAT, [seq, batch, inp])],
                              [helper.make_tensor_value_info("Y", TensorProto.FLOAT, [seq, 1, batch, hidden])],
                              [W, R, B])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)])
    onnx.checker.check_model(model)
    return model


def main():
    return from_onnx(gru_model(10, 4, 8, 16, linear_before_reset=1), opset=14)


def run_job(name):
    log.info("picked up job %s", name)
    try:
        return main()
    except Exception as exc:
        log.error("job %s failed in worker", name, exc_info=True)
        raise CompileJobError(f"job {name} failed: {type(exc).__name__}") from exc


if __name__ == "__main__":
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="compile") as pool:
        fut = pool.submit(run_job, "gru-lbr")
        fut.result()
