# cause: onnx_no_convinteger_converter
# expect: not supported for frontend ONNX: ConvInteger
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
from onnx import TensorProto as T, helper, numpy_helper
from tvm.relax.frontend.onnx import from_onnx

w = numpy_helper.from_array(np.random.randint(0, 255, (8, 3, 3, 3)).astype("uint8"), "w")
node = helper.make_node("ConvInteger", ["x", "w"], ["y"], pads=[1, 1, 1, 1])
graph = helper.make_graph([node], "conv_int",
                          [helper.make_tensor_value_info("x", T.UINT8, [1, 3, 32, 32])],
                          [helper.make_tensor_value_info("y", T.INT32, [1, 8, 32, 32])], initializer=[w])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 10)])
mod = from_onnx(model)
mod.show()
