# cause: shape_arith_rejects_shapeexpr_input
# expect: cannot handle ShapeExpr inputs
# capture: pytest-short
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_shape_add_expand():
    nodes = [helper.make_node("Shape", ["q"], ["qs"]),
             helper.make_node("Add", ["qs", "zero_vec"], ["qs2"], name="add_shape"),
             helper.make_node("Expand", ["bias", "qs2"], ["bias_full"])]
    g = helper.make_graph(nodes, "bias_expand",
                          [helper.make_tensor_value_info("q", TensorProto.FLOAT, ["b", "s", 8]),
                           helper.make_tensor_value_info("bias", TensorProto.FLOAT, [1, 1, 8])],
                          [helper.make_tensor_value_info("bias_full", TensorProto.FLOAT, None)],
                          [numpy_helper.from_array(np.zeros(3, np.int64), "zero_vec")])
    mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]))
