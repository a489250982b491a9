# cause: expand_const_shape_symbolic_input
# expect: 'Var' object has no attribute 'value'
# capture: combined
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

X = helper.make_tensor_value_info("mask", TensorProto.FLOAT, ["batch", 1])
Y = helper.make_tensor_value_info("out", TensorProto.FLOAT, None)
shape = numpy_helper.from_array(np.array([1, 16], dtype=np.int64), "shape")
g = helper.make_graph([helper.make_node("Expand", ["mask", "shape"], ["out"])], "expand_mask", [X], [Y], [shape])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
