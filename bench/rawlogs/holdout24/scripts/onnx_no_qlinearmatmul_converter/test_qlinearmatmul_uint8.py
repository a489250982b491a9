# cause: onnx_no_qlinearmatmul_converter
# expect: QLinearMatMul
# capture: pytest-line
import numpy as np
from onnx import TensorProto, helper, numpy_helper
from tvm.relax.frontend.onnx import from_onnx


def test_uint8_qlinear_matmul():
    T = TensorProto
    w = numpy_helper.from_array(np.random.randint(0, 255, (32, 16)).astype("uint8"), "w")
    inits = [w,
             helper.make_tensor("x_s", T.FLOAT, [], [0.1]), helper.make_tensor("x_z", T.UINT8, [], [128]),
             helper.make_tensor("w_s", T.FLOAT, [], [0.02]), helper.make_tensor("w_z", T.UINT8, [], [120]),
             helper.make_tensor("y_s", T.FLOAT, [], [0.3]), helper.make_tensor("y_z", T.UINT8, [], [128])]
    node = helper.make_node("QLinearMatMul", ["x", "x_s", "x_z", "w", "w_s", "w_z", "y_s", "y_z"], ["y"])
    graph = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", T.UINT8, [2, 32])],
                              [helper.make_tensor_value_info("y", T.UINT8, [2, 16])], initializer=inits)
    mod = from_onnx(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]))
    assert "main" in [gv.name_hint for gv in mod.get_global_vars()]
