# cause: onnx_no_convinteger_converter
# expect: not supported for frontend ONNX: ConvInteger
# capture: stderr
# post: crlf
import numpy as np
import onnx
from onnx import TensorProto as T, helper, numpy_helper
from tvm.relax.frontend.onnx import from_onnx

w = numpy_helper.from_array(np.ones((2, 1, 5), "uint8"), "w")
node = helper.make_node("ConvInteger", ["x", "w"], ["y"])
graph = helper.make_graph([node], "conv1d_int", [helper.make_tensor_value_info("x", T.UINT8, [1, 1, 20])],
                          [helper.make_tensor_value_info("y", T.INT32, [1, 2, 16])], initializer=[w])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 10)])
onnx.save(model, "conv1d_int.onnx")
mod = from_onnx(onnx.load("conv1d_int.onnx"))
