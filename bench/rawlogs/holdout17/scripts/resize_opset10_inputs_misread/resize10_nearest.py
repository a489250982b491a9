# cause: resize_opset10_inputs_misread
# expect: Type <class 'NoneType'> for size is currently unsupported
# capture: ipython
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

scales = numpy_helper.from_array(np.array([1, 1, 2, 2], dtype=np.float32), "scales")
node = helper.make_node("Resize", ["x", "scales"], ["y"], mode="nearest")
g = helper.make_graph([node], "resize10", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 1, 4, 4])],
                      [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 1, 8, 8])], [scales])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 10)])
onnx.checker.check_model(model)
mod = from_onnx(model)
