# cause: onehot_depth_not_python_int
# expect: Mismatched type on argument #3 when calling.*Expected `int` but got `float`
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_onehot_float_depth():
    depth = numpy_helper.from_array(np.array(5.0, dtype=np.float32), "depth")
    values = numpy_helper.from_array(np.array([0, 1], dtype=np.int64), "values")
    g = helper.make_graph([helper.make_node("OneHot", ["cls", "depth", "values"], ["y"], axis=0)], "onehot_f",
                          [helper.make_tensor_value_info("cls", TensorProto.INT32, [3])],
                          [helper.make_tensor_value_info("y", TensorProto.INT64, [5, 3])], [depth, values])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 11)])
    print("depth dtype:", numpy_helper.to_array(depth).dtype)
    mod = from_onnx(model)
