# cause: onehot_depth_not_python_int
# expect: Mismatched type on argument #3 when calling.*Expected `int` but got `ffi.Array`
# capture: pytest-native
# post: crlf
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_onehot_const_node_depth_1d():
    nodes = [helper.make_node("Constant", [], ["d"], value=numpy_helper.from_array(np.array([3], np.int32))),
             helper.make_node("Constant", [], ["v"], value=numpy_helper.from_array(np.array([-1, 1], np.int32))),
             helper.make_node("OneHot", ["tok", "d", "v"], ["enc"], axis=1)]
    g = helper.make_graph(nodes, "enc", [helper.make_tensor_value_info("tok", TensorProto.INT32, [2, 4])],
                          [helper.make_tensor_value_info("enc", TensorProto.INT32, [2, 3, 4])])
    mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 11)]))
    ex = tvm.compile(mod, target="llvm")
