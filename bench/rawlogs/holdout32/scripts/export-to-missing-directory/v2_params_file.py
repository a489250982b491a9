# cause: export-to-missing-directory
# expect: No such file or directory|cannot open|Check failed
# capture: pytest-short
import numpy as np
import tvm


def test_dump_params():
    params = {"w": tvm.runtime.tensor(np.ones((2, 2), "float32"))}
    tvm.runtime.save_param_dict_to_file(params, "out/v1/params.bin")
    back = tvm.runtime.load_param_dict_from_file("out/v1/params.bin")
    assert back["w"].shape == (2, 2)
