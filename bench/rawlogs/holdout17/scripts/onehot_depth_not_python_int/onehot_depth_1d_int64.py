# cause: onehot_depth_not_python_int
# expect: Mismatched type on argument #3 when calling.*Expected `int` but got `ffi.Array`
# capture: combined
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

depth = numpy_helper.from_array(np.array([10], dtype=np.int64), "depth")
values = numpy_helper.from_array(np.array([0.0, 1.0], dtype=np.float32), "values")
node = helper.make_node("OneHot", ["labels", "depth", "values"], ["onehot"], axis=-1)
g = helper.make_graph([node], "onehot", [helper.make_tensor_value_info("labels", TensorProto.INT64, [4])],
                      [helper.make_tensor_value_info("onehot", TensorProto.FLOAT, [4, 10])], [depth, values])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 11)])
mod = from_onnx(model)
