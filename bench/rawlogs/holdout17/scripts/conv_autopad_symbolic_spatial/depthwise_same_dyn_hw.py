# cause: conv_autopad_symbolic_spatial
# expect: Cannot use and / or / not operator to Expr
# capture: pytest-line
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_depthwise_same_dyn_hw():
    w = numpy_helper.from_array(np.random.rand(4, 1, 3, 3).astype("float32"), "dw")
    nodes = [helper.make_node("Conv", ["x", "dw"], ["c"], auto_pad="SAME_UPPER", group=4, strides=[2, 2]),
             helper.make_node("Relu", ["c"], ["y"])]
    g = helper.make_graph(nodes, "mbv2_dw", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4, "height", "width"])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [w])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 12)])
    try:
        mod = from_onnx(model)
    finally:
        print("done importing", g.name)
