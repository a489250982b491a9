# cause: shape_arith_rejects_shapeexpr_input
# expect: cannot handle ShapeExpr inputs
# capture: combined
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# torch-style: out_shape = x.shape * [1, 2]; z.reshape(out_shape)
two = numpy_helper.from_array(np.array([1, 2], dtype=np.int64), "two")
nodes = [helper.make_node("Shape", ["x"], ["s"]),
         helper.make_node("Mul", ["s", "two"], ["s2"]),
         helper.make_node("Reshape", ["z", "s2"], ["y"])]
g = helper.make_graph(nodes, "shape_mul",
                      [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 3]),
                       helper.make_tensor_value_info("z", TensorProto.FLOAT, ["m"])],
                      [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [two])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 14)])
mod = from_onnx(model)
