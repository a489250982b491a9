# cause: conv_autopad_symbolic_spatial
# expect: Cannot use and / or / not operator to Expr
# capture: pytest-native
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_conv2d_same_upper_stride2():
    w = numpy_helper.from_array(np.random.rand(8, 3, 3, 3).astype("float32"), "w")
    node = helper.make_node("Conv", ["img", "w"], ["y"], auto_pad="SAME_UPPER", strides=[2, 2])
    g = helper.make_graph([node], "stem", [helper.make_tensor_value_info("img", TensorProto.FLOAT, ["N", 3, "H", "W"])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [w])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 11)])
    mod = from_onnx(model)
