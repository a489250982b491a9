# cause: tvm_onnx_no_gru_converter
# expect: frontend ONNX: GRU
# env: COLUMNS=100
# post: truncate=0.55
import tvm  # noqa: F401  (import before installing the hook)
from rich.traceback import install

install(width=100, show_locals=False)

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
    mod = from_onnx(gru_model(6, 2, 4, 4))
    print(mod)


if __name__ == "__main__":
    main()
