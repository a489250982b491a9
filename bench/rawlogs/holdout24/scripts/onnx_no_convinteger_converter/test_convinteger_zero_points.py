# cause: onnx_no_convinteger_converter
# expect: not supported for frontend ONNX: ConvInteger
# capture: pytest
import numpy as np
from onnx import TensorProto as T, helper, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def build_model():
    inits = [
        numpy_helper.from_array(np.random.randint(-127, 127, (4, 2, 3, 3)).astype("int8"), "w"),
        helper.make_tensor("x_zero_point", T.INT8, [], [-3]),
        helper.make_tensor("w_zero_point", T.INT8, [], [0]),
    ]
    node = helper.make_node("ConvInteger", ["x", "w", "x_zero_point", "w_zero_point"], ["y"], strides=[2, 2])
    graph = helper.make_graph([node], "ci", [helper.make_tensor_value_info("x", T.INT8, [1, 2, 9, 9])],
                              [helper.make_tensor_value_info("y", T.INT32, [1, 4, 4, 4])], initializer=inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 11)])


def test_conv_integer_matches_numpy():
    mod = from_onnx(build_model())
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.randint(-100, 100, (1, 2, 9, 9)).astype("int8")
    y = vm["main"](tvm.runtime.tensor(x)).numpy()
    assert y.dtype == np.int32
