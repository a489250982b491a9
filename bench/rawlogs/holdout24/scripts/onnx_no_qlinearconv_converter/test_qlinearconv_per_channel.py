# cause: onnx_no_qlinearconv_converter
# expect: not supported for frontend ONNX: QLinearConv
# capture: pytest-native
import numpy as np
from onnx import TensorProto as T, helper, numpy_helper
from tvm.relax.frontend.onnx import from_onnx


def test_per_channel_qlinearconv():
    oc = 4
    inits = [
        helper.make_tensor("x_s", T.FLOAT, [], [0.05]), helper.make_tensor("x_z", T.UINT8, [], [128]),
        numpy_helper.from_array(np.random.randint(-127, 127, (oc, 2, 1, 1)).astype("int8"), "w"),
        numpy_helper.from_array(np.linspace(0.01, 0.04, oc).astype("float32"), "w_s"),
        numpy_helper.from_array(np.zeros(oc, "int8"), "w_z"),
        helper.make_tensor("y_s", T.FLOAT, [], [0.2]), helper.make_tensor("y_z", T.UINT8, [], [128]),
    ]
    node = helper.make_node("QLinearConv", ["x", "x_s", "x_z", "w", "w_s", "w_z", "y_s", "y_z"], ["y"])
    graph = helper.make_graph([node], "pc", [helper.make_tensor_value_info("x", T.UINT8, [1, 2, 8, 8])],
                              [helper.make_tensor_value_info("y", T.UINT8, [1, oc, 8, 8])], initializer=inits)
    mod = from_onnx(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]))
    assert mod is not None
