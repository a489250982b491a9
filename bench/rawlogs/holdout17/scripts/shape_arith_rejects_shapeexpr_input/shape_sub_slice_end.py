# cause: shape_arith_rejects_shapeexpr_input
# expect: cannot handle ShapeExpr inputs
# capture: pytest-native
# post: crlf
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_shape_sub_slice_end():
    one = numpy_helper.from_array(np.array([1], np.int64), "one")
    nodes = [helper.make_node("Shape", ["tokens"], ["shp"], start=-1),
             helper.make_node("Sub", ["shp", "one"], ["last"]),
             helper.make_node("Slice", ["tokens", "zero", "last", "axis"], ["trimmed"])]
    g = helper.make_graph(nodes, "drop_last_token",
                          [helper.make_tensor_value_info("tokens", TensorProto.INT64, ["batch", "seq"])],
                          [helper.make_tensor_value_info("trimmed", TensorProto.INT64, None)],
                          [one, numpy_helper.from_array(np.array([0], np.int64), "zero"),
                           numpy_helper.from_array(np.array([1], np.int64), "axis")])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 15)])
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
